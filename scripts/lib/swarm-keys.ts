/**
 * What the Swarm's loader (the Compose file format 3.x that docker stack deploy reads) knows: the keys
 * it reads, the ones it accepts but ignores, and the ones it refuses (scripts/lib/swarm-check.ts).
 */

/** Keys of a service that the Swarm's loader accepts but does not apply. */
export const IGNORED_BY_SWARM: Record<string, string> = {
  build: 'stack deploy does not build',
  cgroupns_mode: 'ignored by stack deploy',
  cgroup_parent: 'ignored by stack deploy',
  devices: 'ignored by stack deploy',
  domainname: 'ignored by stack deploy',
  external_links: 'ignored by stack deploy',
  ipc: 'ignored by stack deploy',
  links: 'ignored by stack deploy',
  mac_address: 'ignored by stack deploy',
  network_mode: 'ignored by stack deploy',
  pid: 'ignored by stack deploy',
  privileged: 'ignored by stack deploy',
  restart: 'ignored by stack deploy (deploy.restart_policy applies)',
  security_opt: 'ignored by stack deploy',
  shm_size: 'ignored by stack deploy (mount a tmpfs at /dev/shm instead)',
  userns_mode: 'ignored by stack deploy',
  expose: 'ignored by stack deploy (services on one network reach every port)',
};

/** Keys of a service stack deploy refuses outright, with what to use instead. */
export const REFUSED: Record<string, string> = {
  container_name: 'a Swarm names the tasks itself; reach a service by its name',
  extends: 'stack deploy does not resolve extends',
  volume_driver: 'define the volume under the top-level volumes with its driver',
  volumes_from: 'share a top-level volume instead',
  cpu_quota: 'use deploy.resources',
  cpu_shares: 'use deploy.resources',
  cpuset: 'use deploy.resources',
  mem_limit: 'use deploy.resources.limits.memory',
  memswap_limit: 'use deploy.resources',
};

/** Every key of a service in the Compose file format 3.x that stack deploy reads. */
export const SERVICE_KEYS = new Set([
  'build',
  'cap_add',
  'cap_drop',
  'cgroupns_mode',
  'cgroup_parent',
  'command',
  'configs',
  'container_name',
  'credential_spec',
  'depends_on',
  'deploy',
  'devices',
  'dns',
  'dns_search',
  'domainname',
  'entrypoint',
  'env_file',
  'environment',
  'expose',
  'external_links',
  'extra_hosts',
  'healthcheck',
  'hostname',
  'image',
  'init',
  'ipc',
  'isolation',
  'labels',
  'links',
  'logging',
  'mac_address',
  'network_mode',
  'networks',
  'oom_score_adj',
  'pid',
  'ports',
  'privileged',
  'read_only',
  'restart',
  'secrets',
  'security_opt',
  'shm_size',
  'stdin_open',
  'stop_grace_period',
  'stop_signal',
  'sysctls',
  'tmpfs',
  'tty',
  'ulimits',
  'user',
  'userns_mode',
  'volumes',
  'working_dir',
]);

export const TOP_LEVEL_KEYS = new Set(['version', 'services', 'networks', 'volumes', 'secrets', 'configs']);
export const DEPLOY_KEYS = new Set([
  'mode',
  'endpoint_mode',
  'replicas',
  'labels',
  'rollback_config',
  'update_config',
  'resources',
  'restart_policy',
  'placement',
]);
export const UPDATE_KEYS = new Set(['parallelism', 'delay', 'failure_action', 'monitor', 'max_failure_ratio', 'order']);
export const RESTART_KEYS = new Set(['condition', 'delay', 'max_attempts', 'window']);
export const HEALTHCHECK_KEYS = new Set(['disable', 'interval', 'retries', 'test', 'timeout', 'start_period', 'start_interval']);
export const PORT_KEYS = new Set(['mode', 'target', 'published', 'protocol']);
export const MOUNT_KEYS = new Set(['type', 'source', 'target', 'read_only', 'consistency', 'bind', 'volume', 'tmpfs']);
export const TOP_LEVEL_ENTRY_KEYS: Record<string, Set<string>> = {
  volumes: new Set(['name', 'driver', 'driver_opts', 'external', 'labels']),
  networks: new Set(['name', 'driver', 'driver_opts', 'ipam', 'external', 'internal', 'attachable', 'labels']),
  secrets: new Set(['name', 'file', 'external', 'labels', 'driver', 'driver_opts', 'template_driver']),
  configs: new Set(['name', 'file', 'external', 'labels', 'template_driver']),
};
