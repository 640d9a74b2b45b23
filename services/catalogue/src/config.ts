import { z } from 'zod';
import { serviceEnv } from '@nbp/kit/config';

export const catalogueEnv = serviceEnv('catalogue').extend({
  SEED: z.stringbool().default(false),
});
