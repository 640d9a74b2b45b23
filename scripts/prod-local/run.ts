import type { MailViewer } from './publishing.ts';

/** What one run is: where its files go, what it is called and where it publishes, fixed before anything starts. */
export interface Run {
  /** Progress and deviation lines. */
  log: (line: string) => void;
  /** Every process's output on stdout too, each line prefixed with its replica's name. */
  echo: boolean;
  runDir: string;
  logDir: string;
  nginxDir: string;
  /** The copy of the built site nginx serves, and the renderer reads (WEB_DIST). */
  siteDir: string;
  /** The name table the preload reads (Docker's DNS). */
  tableFile: string;
  /** The first three parts of the replicas' addresses. */
  subnet: string;
  /** nginx's port on 127.0.0.1. */
  httpPort: number;
  databaseName: string;
  busPrefix: string;
  keepDatabase: boolean;
  mail: MailViewer;
}
