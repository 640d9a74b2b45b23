import styled from 'styled-components';
import { LocalLink, useFormat, useT } from '../../../i18n/i18n.tsx';
import type { AlternativeBoat } from '@nbp/contracts/http/booking';
import { Button } from '../../../components/ui/button.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { gridList, insetBox, mutedText, spreadRow } from '../../../components/ui/styles.ts';

/**
 * Other boats free on the same dates: loading, empty or a scrollable list
 * (docs/product/booking-rules.md#availability); a search that failed says so, with 'Riprova', never
 * that no boat is free (docs/public-pages.md#pages-never-blank).
 */
export function AlternativesPanel({
  loading,
  boats,
  failed,
  onRetry,
}: {
  loading: boolean;
  boats: AlternativeBoat[] | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  const { figure } = useFormat();
  return (
    <Panel aria-labelledby="alternative-boats-title" data-testid="alternatives">
      <Title id="alternative-boats-title">{t('booking.alternatives.title')}</Title>
      {loading ? (
        <Muted role="status">{t('booking.alternatives.loading')}</Muted>
      ) : failed ? (
        <Failed role="alert">
          <Muted>{t('booking.alternatives.failed')}</Muted>
          <Button type="button" $size="sm" $variant="outline" onClick={onRetry}>
            {t('booking.alternatives.retry')}
          </Button>
        </Failed>
      ) : !boats || boats.length === 0 ? (
        <Muted>{t('booking.alternatives.none')}</Muted>
      ) : (
        <List>
          {boats.map((boat) => (
            <li key={boat.id}>
              <Item to={`/boat/${boat.id}`}>
                <span>
                  <strong>{boat.name}</strong>
                  <small>
                    {figure('length', boat.length)} · {t('fleet.maxPersons', { count: boat.maxPersons })} ·{' '}
                    {figure('power', boat.motorPower)}
                  </small>
                </span>
                <ArrowRightIcon size={18} />
              </Item>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  margin-top: 12px;
  ${insetBox('12px')}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.sand};
`;
const Title = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.95rem;
  margin: 0 0 8px;
`;
const Muted = styled.p`
  margin: 0;
  ${mutedText('0.9rem')}
`;
const Failed = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
`;
const List = styled.ul`
  ${gridList('8px')}
  max-height: 240px;
  overflow-y: auto;
`;
const Item = styled(LocalLink)`
  ${spreadRow('10px')}
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.navy};
  text-decoration: none;
  span {
    display: grid;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.sea};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.sea};
  }
`;
