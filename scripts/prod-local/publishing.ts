import type { ComposeService } from './compose.ts';
import type { Plan } from './plans.ts';
import { portInUse } from '../lib/ports.ts';

/** Where maildev's web view answers in this run, if anywhere. */
export interface MailViewer {
  /** Off when the file binds it to its container's own loopback (MAILDEV_WEB_IP). */
  on: boolean;
  /** Published where compose publishes it (the host and port below); else on the replica's own address. */
  publish: boolean;
  host: string;
  port: number;
}

/** An address of the loopback range (127/8, ::1): inside a container, the container's own. */
function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || address === 'localhost';
}

/**
 * The mail viewer is off when the file binds it to its container's own loopback
 * (MAILDEV_WEB_IP, docs/operations.md#the-mail-viewer): no published port and no other container
 * reaches it. This machine has no container loopback: it still answers on the replica's address for
 * the health check, but the run names no mail URL and publishes nothing.
 */
export function mailViewerOf(maildevPlan: Plan | undefined, service: ComposeService | undefined, publishAsked: boolean): MailViewer {
  const on = maildevPlan ? !isLoopback(maildevPlan.env.MAILDEV_WEB_IP ?? '0.0.0.0') : false;
  const published = (() => {
    const port = service?.ports?.[0];
    if (typeof port !== 'string') return { host: '127.0.0.1', port: 1080 };
    const parts = port.split(':');
    return parts.length === 3 ? { host: parts[0]!, port: Number(parts[1]) } : { host: '0.0.0.0', port: Number(parts[0]) };
  })();
  return { on, publish: on && publishAsked, ...published };
}

/** What compose would refuse to publish: a port another program already holds. */
export async function refuseTakenPorts(nginxPlan: Plan | undefined, maildevPlan: Plan | undefined, httpPort: number, mail: MailViewer) {
  const published = [
    ...(nginxPlan ? [{ what: 'the site (nginx)', host: '127.0.0.1', port: httpPort }] : []),
    ...(maildevPlan && maildevPlan.replicas > 0 && mail.publish ? [{ what: 'the mail viewer', host: mail.host, port: mail.port }] : []),
  ];
  for (const { what, host, port } of published) {
    if (await portInUse(port, host === '0.0.0.0' ? '127.0.0.1' : host)) {
      throw new Error(`port ${port} (${what}) is already in use on ${host}: is it running already?`);
    }
  }
}
