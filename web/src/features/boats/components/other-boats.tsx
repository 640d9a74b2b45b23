import styled from 'styled-components';
import { LocalLink, useFormat, useT } from '../../../i18n/i18n.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { media } from '../../../theme/theme.ts';
import { useBoats } from '../api/get-boats.ts';
import { LicenceBadge } from './licence-badge.tsx';
import { gridList } from '../../../components/ui/styles.ts';

/** Links to the rest of the fleet. */
export function OtherBoats({ currentId }: { currentId: number }) {
  const boats = useBoats();
  const t = useT();
  const { figure } = useFormat();
  const others = boats.data?.filter((boat) => boat.id !== currentId) ?? [];
  if (others.length === 0) return null;
  return (
    <List>
      {others.map((boat) => (
        <li key={boat.id}>
          <Item to={`/boat/${boat.id}`}>
            <img src={boat.imageUrl} alt="" width={160} height={100} loading="lazy" decoding="async" />
            <span>
              <strong>{boat.name}</strong>
              <small>
                {figure('length', boat.length)} · {t('fleet.maxPersons', { count: boat.maxPersons })} · {figure('power', boat.motorPower)}
              </small>
              <LicenceBadge requiresLicense={boat.requiresLicense} />
            </span>
            <ArrowRightIcon size={20} />
          </Item>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  ${gridList('12px')}
  ${media.md} {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  }
`;
const Item = styled(LocalLink)`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 100%;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.navy};
  text-decoration: none;
  img {
    width: 96px;
    height: 60px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    flex: none;
    background: #dceff6;
  }
  span {
    display: grid;
    gap: 3px;
    flex: 1;
    justify-items: start;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.sea};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.sea};
  }
`;
