import { z } from 'zod';

/** Every message on the bus: a unique id (the consumers' idempotency key), its type and its payload. */
export const envelope = z.object({
  id: z.uuid(),
  type: z.string(),
  occurredAt: z.string(),
  payload: z.unknown(),
});
export type Envelope = z.infer<typeof envelope>;

/** One durable topic exchange; routing keys are <context>.<fact>.v<N>. */
export const EXCHANGE = 'events';
