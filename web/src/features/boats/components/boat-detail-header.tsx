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
import { LocalLink, useLocalPath, useT } from '../../../i18n/i18n.tsx';
import { bareList, iconButton, inlineRow } from '../../../components/ui/styles.ts';

/**
 * Breadcrumb, title, badges, and Salva (keeps the boat in this browser's favourites, which the header
 * lists) and Condividi (the device's share sheet, or the link copied).
 */
export function BoatDetailHeader({ boat }: { boat: Boat }) {
  const { toast } = useToast();
  const saved = isFavourite(useFavourites(), boat.id);
  const t = useT();
  const localPath = useLocalPath();
  const share = async () => {
    // The page in its own language: an English page shares the English address.
    const url = `${window.location.origin}${localPath(`/boat/${boat.id}`)}`;
    const outcome = await sharePage({ title: `${boat.name} | ${BUSINESS.name}`, url });
    if (outcome === 'copied') toast({ title: t('boat.share.copied'), description: t('boat.share.copiedText'), variant: 'success' });
    if (outcome === 'failed')
      toast({ title: t('boat.share.failed'), description: t('boat.share.failedText', { url }), variant: 'default', duration: 10000 });
  };
  return (
    <Wrap>
      <nav aria-label={t('boat.crumbs.label')}>
        <Crumbs>
          <li>
            <LocalLink to="/">{BUSINESS.name}</LocalLink>
          </li>
          <li>
            <LocalLink to="/#flotta">{t('boat.crumbs.fleet')}</LocalLink>
          </li>
          <li aria-current="page">{boat.name}</li>
        </Crumbs>
      </nav>
      <TitleRow>
        <div>
          <Title>{boat.name}</Title>
          <Meta>
            {!boat.requiresLicense && <Badge $variant="success">{t('fleet.licence.none')}</Badge>}
            <span>
              <PinIcon size={17} /> {t('boat.place')}
            </span>
            {shownValue(boat.maxPersons) && (
              <span>
                <UsersIcon size={17} /> {t('fleet.maxPersons', { count: boat.maxPersons })}
              </span>
            )}
          </Meta>
        </div>
        <Actions>
          <IconButton
            type="button"
            aria-pressed={saved}
            title={saved ? t('boat.save.savedHint') : t('boat.save.hint')}
            onClick={() => {
              const now = toggleSavedBoat({ id: boat.id, name: boat.name });
              toast({
                title: now ? t('boat.save.saved') : t('boat.save.removed'),
                description: now ? t('boat.save.savedText', { name: boat.name }) : undefined,
                variant: now ? 'success' : 'default',
              });
            }}
          >
            <BookmarkIcon size={19} />
            <span>{t('boat.save.button')}</span>
          </IconButton>
          <IconButton type="button" onClick={() => void share()}>
            <ShareIcon size={19} />
            <span>{t('boat.share.button')}</span>
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
  ${bareList}
  margin-bottom: 14px;
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
    ${inlineRow('6px')}
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
  ${iconButton}
  gap: 6px;
  min-height: 44px;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  font-size: 0.9rem;
  &:hover {
    background: ${({ theme }) => theme.colors.seaLight};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.white};
  }
`;
