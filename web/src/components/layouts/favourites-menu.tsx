import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useFavourites } from '../../lib/favourites.ts';
import { LocalLink, useT } from '../../i18n/i18n.tsx';
import { BookmarkIcon } from '../ui/icons.tsx';
import { PopoverList, popoverLink } from '../ui/popover-list.ts';
import { useDismiss } from '../ui/use-dismiss.ts';
import { iconButton } from '../ui/styles.ts';

/**
 * The boats saved with 'Salva' on their pages, in the header: a disclosure button with their count
 * and a list of links. Nothing is shown until a boat is saved; the header fetches this code then.
 */
export function FavouritesMenu() {
  const favourites = useFavourites();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const t = useT();

  useDismiss(ref, open, () => setOpen(false));

  if (favourites.length === 0) return null;
  return (
    <Wrap ref={ref}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-label={t('layout.favourites.toggle', { count: favourites.length })}
        onClick={() => setOpen((value) => !value)}
      >
        <BookmarkIcon size={20} />
        <Count aria-hidden="true">{favourites.length}</Count>
      </Toggle>
      <List id={`${id}-list`} hidden={!open} aria-label={t('layout.favourites.list')}>
        {favourites.map((boat) => (
          <li key={boat.id}>
            <SavedLink to={`/boat/${boat.id}`} onClick={() => setOpen(false)}>
              {boat.name}
            </SavedLink>
          </li>
        ))}
      </List>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;
const Toggle = styled.button`
  ${iconButton}
  gap: 4px;
  min-width: 48px;
  height: 48px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 700;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.seaLight};
  }
  /* The narrowest phones: room for the brand beside it. */
  @media (max-width: 359px) {
    min-width: 44px;
    height: 44px;
    padding: 0 8px;
    gap: 2px;
  }
`;
const Count = styled.span`
  font-size: 0.9rem;
`;
const List = styled(PopoverList)`
  right: 0;
  z-index: 41;
  min-width: 240px;
  max-width: calc(100vw - 32px);
`;
const SavedLink = styled(LocalLink)<{ $active?: boolean }>`
  ${popoverLink}
`;
