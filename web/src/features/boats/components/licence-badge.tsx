import { Badge } from '../../../components/ui/badge.tsx';

/** 'Patente richiesta' in red or 'Senza patente' (docs/product/screens.md#licence). */
export function LicenceBadge({ requiresLicense }: { requiresLicense: boolean }) {
  return requiresLicense ? <Badge $variant="destructive">Patente richiesta</Badge> : <Badge $variant="success">Senza patente</Badge>;
}
