import styled from 'styled-components';
import type { Extra } from '@nbp/contracts/http/catalogue';
import { useFormat, useT } from '../../../i18n/i18n.tsx';
import { media } from '../../../theme/theme.ts';
import { useExtras } from '../api/get-extras.ts';
import { EXTRA_CATEGORIES } from '../logic/extra-categories.ts';
import { gridList } from '../../../components/ui/styles.ts';

/** Optional extras grouped by category, each with its price per unit. */
export function ExtrasList() {
  const extras = useExtras();
  const t = useT();
  if (extras.isPending) return <Muted>{t('boat.extras.loading')}</Muted>;
  if (extras.isError || extras.data.length === 0) return <Muted>{t('boat.extras.none')}</Muted>;
  const groups = EXTRA_CATEGORIES.map((category) => ({
    category,
    items: extras.data.filter((extra: Extra) => extra.category === category),
  })).filter((group) => group.items.length > 0);
  return (
    <Groups>
      {groups.map((group) => (
        <div key={group.category}>
          <h3>{t(`boat.extras.category.${group.category}`)}</h3>
          <ul>
            {group.items.map((extra) => (
              <ExtraItem key={extra.id} extra={extra} />
            ))}
          </ul>
        </div>
      ))}
    </Groups>
  );
}

/** One extra: its name and description, and its price per unit in the page's language. */
function ExtraItem({ extra }: { extra: Extra }) {
  const format = useFormat();
  const t = useT();
  return (
    <li>
      <span>
        <strong>{extra.name}</strong>
        {extra.description && <small>{extra.description}</small>}
      </span>
      <Price>
        {format.money(extra.price)} <small>{t('boat.extras.per', { unit: extra.unit })}</small>
      </Price>
    </li>
  );
}

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
const Groups = styled.div`
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.85rem;
    font-weight: 600;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.coral};
    margin-bottom: 8px;
  }
  ul {
    ${gridList('8px')}
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: 12px;
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span {
    display: grid;
  }
  li > span small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.86rem;
  }
`;
const Price = styled.span`
  flex: none;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
  white-space: nowrap;
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
