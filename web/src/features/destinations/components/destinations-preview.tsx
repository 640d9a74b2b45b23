import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { LocalLink, useT } from '../../../i18n/i18n.tsx';
import { DESTINATIONS } from '../data.ts';
import { CardGrid } from '../../../components/ui/section.tsx';

/** Home's 'Le Nostre Destinazioni': two cards to the anchors of the destinations page, in the page's language. */
export function DestinationsPreview() {
  const t = useT();
  return (
    <>
      <CardGrid>
        {DESTINATIONS.map((destination) => (
          <CardLink key={destination.id} to={`/destinations#${destination.id}`}>
            <Picture>
              <img src={destination.image} alt="" width={800} height={500} loading="lazy" decoding="async" />
            </Picture>
            <Body>
              <Distance>{t('destinations.preview.distance', { distance: t(destination.distance) })}</Distance>
              <h3>{t(destination.name)}</h3>
              <p>{t(destination.description)}</p>
              <More>
                {t('destinations.preview.more', { name: t(destination.name) })} <ArrowRightIcon size={18} />
              </More>
            </Body>
          </CardLink>
        ))}
      </CardGrid>
      <Center>
        <Button as={LocalLink} to="/destinations" $size="lg">
          {t('destinations.preview.explore')}
        </Button>
      </Center>
    </>
  );
}

const CardLink = styled(LocalLink)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.white};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.card};
  &:hover img {
    transform: scale(1.04);
  }
`;
const Picture = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 400ms ease;
  }
`;
const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  padding: 22px 24px 24px;
  h3 {
    color: #fff;
    font-size: 1.8rem;
    margin: 10px 0 8px;
  }
  p {
    margin: 0 0 14px;
    color: #d7e6ef;
    font-size: 0.98rem;
    flex: 1;
  }
`;
const Distance = styled.span`
  display: inline-block;
  padding: 3px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.sun};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 0.82rem;
  font-weight: 600;
`;
const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.sun};
`;
const Center = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 36px;
`;
