import { z } from 'zod';
import { serviceEnv } from '@nbp/kit/config';

export const catalogueEnv = serviceEnv(4101).extend({
  SEED: z.stringbool().default(false),
});
