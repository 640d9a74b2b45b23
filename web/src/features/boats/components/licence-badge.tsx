import { Badge } from '../../../components/ui/badge.tsx';

/** 'Patente richiesta' in red or 'Senza patente' (spec section 2). */
export function LicenceBadge({ requiresLicense }: { requiresLicense: boolean }) {
  return requiresLicense ? <Badge $variant="destructive">Patente richiesta</Badge> : <Badge $variant="success">Senza patente</Badge>;
}
