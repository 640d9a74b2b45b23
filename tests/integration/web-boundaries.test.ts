import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's own ESLint config, run on small files placed (virtually) inside web/src: a web
 * feature may import components/, lib/ and its own folder, never another feature nor app/; shared
 * folders import neither; app/ composes the features. `npm run lint` fails on the errors seen here.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/web-features').map((message) => message.message);
}

describe('web feature boundaries (lint)', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'web/src/features/admin-pricing/components/fixture.tsx',
      "import { useBoats } from '../../boats/api/get-boats.ts';\nexport const used = useBoats;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('features do not import each other');
  });

  it('refuses a re-export and a lazy import from another feature too', async () => {
    const errors = await boundaryErrors(
      'web/src/features/pricing/logic/fixture.ts',
      "export { addDays } from '../../booking/logic/date-selection.ts';\nexport const later = () => import('../../boats/api/get-boat.ts');\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('refuses a feature importing the app that composes it', async () => {
    const errors = await boundaryErrors(
      'web/src/features/boats/components/fixture.tsx',
      "import { loadBoatRoute } from '../../../app/prefetch.ts';\nexport const used = loadBoatRoute;\n",
    );
    expect(errors).toEqual([expect.stringContaining('the app imports features, never the other way round')]);
  });

  it('refuses shared code (components, lib) importing a feature or the app', async () => {
    const errors = await boundaryErrors(
      'web/src/components/admin/fixture.tsx',
      "import { useDashboard } from '../../features/admin-dashboard/api/get-dashboard.ts';\nimport { AppProvider } from '../../app/provider.tsx';\nexport const used = [useDashboard, AppProvider];\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('shared code sits below the features'),
      expect.stringContaining('shared code sits below the features'),
    ]);
  });

  it('lets a feature import its own files, components and lib, and the app import any feature', async () => {
    expect(
      await boundaryErrors(
        'web/src/features/admin-pricing/components/fixture.tsx',
        [
          "import { useBoatPrices } from '../api/get-boat-prices.ts';",
          "import { PanelHeader } from '../../../components/admin/panel.tsx';",
          "import { adminPricingKeys } from '../../../lib/query-keys.ts';",
          'export const used = [useBoatPrices, PanelHeader, adminPricingKeys];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'web/src/app/routes/fixture.tsx',
        "import { BookingsPanel } from '../../features/admin-bookings/components/bookings-panel.tsx';\nexport const used = BookingsPanel;\n",
      ),
    ).toEqual([]);
  });
});
