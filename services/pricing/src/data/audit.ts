import { auditLogOf } from '@nbp/kit/audit';

/** The pricing service's entries in the activity log (docs/back-office.md#a-readable-log), written in the change's own transaction. */
export const audit = auditLogOf('pricing');
