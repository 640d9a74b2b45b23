import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Boat } from '@nbp/contracts/http/catalogue';
import { BUSINESS } from '@nbp/contracts/business';
import { Badge } from '../../../components/ui/badge.tsx';
import { BookmarkIcon, PinIcon, ShareIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { media } from '../../../theme/theme.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { isFavourite, toggleSavedBoat, useFavourites } from '../../../lib/favourites.ts';
import { sharePage } from '../../../lib/share.ts';
import { shownValue } from '../logic/boat-display.ts';

/**
 * Breadcrumb, title, badges, and Salva (keeps the boat in this browser's favourites, which the header
 * lists) and Condividi (the device's share sheet, or the link copied).
 */
export function BoatDetailHeader({ boat }: { boat: Boat }) {
  const { toast } = useToast();
  const saved = isFavourite(useFavourites(), boat.id);
  const share = async () => {
    const url = `${window.location.origin}/boat/${boat.id}`;
    const outcome = await sharePage({ title: `${boat.name} | ${BUSINESS.name}`, url });
    if (outcome === 'copied')
      toast({ title: 'Link copiato', description: 'Incollalo dove vuoi per condividere la barca.', variant: 'success' });
    if (outcome === 'failed')
      toast({ title: 'Copia non riuscita', description: `Copia questo link: ${url}`, variant: 'default', duration: 10000 });
  };
  return (
    <Wrap>
      <nav aria-label="Percorso">
        <Crumbs>
          <li>
            <Link to="/">{BUSINESS.name}</Link>
          </li>
          <li>
            <Link to="/#flotta">Flotta</Link>
          </li>
          <li aria-current="page">{boat.name}</li>
        </Crumbs>
      </nav>
      <TitleRow>
        <div>
          <Title>{boat.name}</Title>
          <Meta>
            {!boat.requiresLicense && <Badge $variant="success">Senza patente</Badge>}
            <span>
              <PinIcon size={17} /> Patti, Sicilia
            </span>
            {shownValue(boat.maxPersons) && (
              <span>
                <UsersIcon size={17} /> Max {boat.maxPersons} persone
              </span>
            )}
          </Meta>
        </div>
        <Actions>
          <IconButton
            type="button"
            aria-pressed={saved}
            title={saved ? 'Salvata nei preferiti: premi per toglierla' : 'Salva nei preferiti'}
            onClick={() => {
              const now = toggleSavedBoat({ id: boat.id, name: boat.name });
              toast({
                title: now ? 'Barca salvata' : 'Barca rimossa dai preferiti',
                description: now ? `${boat.name} è nei tuoi preferiti, in alto nella pagina.` : undefined,
                variant: now ? 'success' : 'default',
              });
            }}
          >
            <BookmarkIcon size={19} />
            <span>Salva</span>
          </IconButton>
          <IconButton type="button" onClick={() => void share()}>
            <ShareIcon size={19} />
            <span>Condividi</span>
          </IconButton>
        </Actions>
      </TitleRow>
    </Wrap>
  );
}

const Wrap = styled.div`
  padding: 20px 0 20px;
  ${media.md} {
    padding: 28px 0 24px;
  }
`;
/**
 * One line at every width: each separator stays with the item after it, and the boat's name, last,
 * gives way with an ellipsis (its full name is the title right below) instead of wrapping.
 */
const Crumbs = styled.ol`
  display: flex;
  flex-wrap: nowrap;
  gap: 6px;
  list-style: none;
  margin: 0 0 14px;
  padding: 0;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
  li {
    flex: none;
    white-space: nowrap;
  }
  li + li::before {
    content: '/';
    margin-right: 6px;
    color: ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.sea};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  li[aria-current] {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    color: ${({ theme }) => theme.colors.text};
  }
`;
const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
`;
const Title = styled.h1`
  font-size: clamp(1.8rem, 4.5vw, 2.8rem);
  margin: 0 0 10px;
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 18px;
  color: ${({ theme }) => theme.colors.muted};
  > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    color: ${({ theme }) => theme.colors.sea};
  }
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
`;
const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 8px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  font-size: 0.9rem;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.seaLight};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.white};
  }
`;
