import { z } from 'zod';

/** audit.recorded.v1: every admin change, stored by identity in the activity log. */
export const auditRecorded = z.object({
  userId: z.string().nullable(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  service: z.string(),
});
export type AuditRecorded = z.infer<typeof auditRecorded>;
export const AUDIT_RECORDED = 'audit.recorded.v1';
