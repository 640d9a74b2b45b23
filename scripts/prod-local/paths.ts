import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where prod:local finds what it runs. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Docker's DNS for the Node processes: the preload that answers names from the run's table. */
export const PRELOAD = pathToFileURL(path.join(ROOT, 'scripts', 'prod-local', 'hosts-preload.mjs'));
/** The build context inside the images (the Dockerfiles' WORKDIR /app): here, the repository. */
export const IMAGE_APP_DIR = '/app';
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const MAILDEV_BIN = path.join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
