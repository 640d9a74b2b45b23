import { Badge } from '../../../components/ui/badge.tsx';
import { useT } from '../../../i18n/i18n.tsx';

/** 'Patente richiesta' in red or 'Senza patente' (docs/product/screens.md#licence). */
export function LicenceBadge({ requiresLicense }: { requiresLicense: boolean }) {
  const t = useT();
  return requiresLicense ? (
    <Badge $variant="destructive">{t('fleet.licence.required')}</Badge>
  ) : (
    <Badge $variant="success">{t('fleet.licence.none')}</Badge>
  );
}
