import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useFavourites } from '../../lib/favourites.ts';
import { LocalLink, useT } from '../../i18n/i18n.tsx';
import { BookmarkIcon } from '../ui/icons.tsx';

/**
 * The boats saved with 'Salva' on their pages, in the header: a disclosure button with their count
 * and a list of links. Nothing is shown until a boat is saved.
 */
export function FavouritesMenu() {
  const favourites = useFavourites();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const t = useT();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

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
            <LocalLink to={`/boat/${boat.id}`} onClick={() => setOpen(false)}>
              {boat.name}
            </LocalLink>
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
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-width: 48px;
  height: 48px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 700;
  cursor: pointer;
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
const List = styled.ul`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 41;
  min-width: 240px;
  max-width: calc(100vw - 32px);
  margin: 0;
  padding: 8px;
  list-style: none;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[hidden] {
    display: none;
  }
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.seaLight};
    color: ${({ theme }) => theme.colors.sea};
  }
`;
