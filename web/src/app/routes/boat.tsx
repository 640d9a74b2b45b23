import { Link, useParams } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ChatIcon } from '../../components/ui/icons.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { CenteredMessage } from '../../components/ui/centered-message.ts';
import { Container } from '../../components/ui/section.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { media } from '../../theme/theme.ts';
import type { Boat } from '@nbp/contracts/http/catalogue';
import { boatIdFromParam, boatQueryOptions, useBoat } from '../../features/boats/api/get-boat.ts';
import { extrasQueryOptions } from '../../features/boats/api/get-extras.ts';
import { bookingWindowQueryOptions } from '../../features/booking/api/get-booking-window.ts';
import { pricedUntilQueryOptions } from '../../features/booking/api/get-priced-until.ts';
import { boatPricingQueryOptions, useBoatPricing } from '../../features/pricing/api/get-boat-pricing.ts';
import { BUSINESS } from '@nbp/contracts/business';
import { todayInRome } from '@nbp/contracts/days';
import { offerFromPriceList } from '../../lib/seo.ts';
import { fleetQueryOptions } from '../../lib/queries/fleet.ts';
import type { PageLoad } from '../screens.ts';
import { BoatDetailHeader } from '../../features/boats/components/boat-detail-header.tsx';
import { BoatSpecCards } from '../../features/boats/components/boat-spec-cards.tsx';
import {
  BoatCharacteristics,
  BoatConditions,
  BoatDescription,
  BoatEquipment,
  IncludedExcluded,
  InfoBlock,
} from '../../features/boats/components/boat-info-sections.tsx';
import { ExtrasList } from '../../features/boats/components/extras-list.tsx';
import { OtherBoats } from '../../features/boats/components/other-boats.tsx';
import { boatDisplay, shownValue } from '../../features/boats/logic/boat-display.ts';
import { BookingCard } from '../../features/booking/components/booking-card.tsx';
import { PriceList } from '../../features/pricing/components/price-list.tsx';
import { LocalLink, useFormat, useLocalPath, useT } from '../../i18n/i18n.tsx';
import { useRenderStatus } from '../../lib/render-record.tsx';

export default function BoatRoute() {
  const params = useParams();
  const id = boatIdFromParam(params.id);
  const valid = id !== null;
  const boat = useBoat(id ?? 0, valid);
  const t = useT();
  const missing = !valid || (boat.error instanceof ApiError && boat.error.status === 404);
  // A boat that does not exist answers 404 when the server renders its page (docs/server-rendering.md#status).
  useRenderStatus(missing ? 404 : 200);

  if (valid && boat.isPending) {
    return (
      <>
        <PageHead title={t('boat.loading.title')} description={t('boat.loading.description')} path={`/boat/${params.id}`} />
        <PageLoader label={t('boat.loading.label')} />
      </>
    );
  }
  if (!valid || boat.isError || !boat.data) {
    // A boat that does not exist stays missing; a call that failed otherwise may work a moment later.
    const retryable = valid && boat.isError && !missing;
    return <BoatMissing path={`/boat/${params.id ?? ''}`} retry={retryable ? boat : undefined} />;
  }
  return <BoatPage data={boat.data} />;
}

/**
 * What the page reads before it is drawn (docs/server-rendering.md#data): the boat, its price list,
 * the extras, the fleet (the other boats) and the booking card's window and last priced day, in the
 * page's language. The calendar's marks are live: the browser asks for them.
 */
export const load: PageLoad = ({ params, lang }, read) => {
  const id = boatIdFromParam(params.id);
  if (id === null) return [];
  return [
    read(boatQueryOptions(id, lang)),
    read(boatPricingQueryOptions(id, lang)),
    read(extrasQueryOptions(lang)),
    read(fleetQueryOptions(lang)),
    read(bookingWindowQueryOptions()),
    read(pricedUntilQueryOptions(id)),
  ];
};

/** 'Barca non trovata', with 'Riprova' when the boat may load a moment later (docs/public-pages.md). */
function BoatMissing({ path, retry }: { path: string; retry?: { refetch: () => unknown; isFetching: boolean } }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <Container>
      <PageHead title={t('boat.missing.title')} description={t('boat.missing.text')} path={path} errorPage />
      <Missing>
        <h1>{t('boat.missing.title')}</h1>
        <p>{t('boat.missing.text')}</p>
        <Actions>
          {retry && (
            <Button type="button" onClick={() => void retry.refetch()} disabled={retry.isFetching}>
              {retry.isFetching ? t('boat.missing.loading') : t('boat.missing.retry')}
            </Button>
          )}
          <Button as={Link} to={localPath('/#flotta')} $variant={retry ? 'outline' : undefined}>
            {t('boat.missing.fleet')}
          </Button>
        </Actions>
      </Missing>
    </Container>
  );
}

function BoatPage({ data }: { data: Boat }) {
  const t = useT();
  const format = useFormat();
  const display = boatDisplay(data, { text: (id) => t(id), figure: format.figure });
  const persons = shownValue(data.maxPersons);
  const facts = [
    format.figure('length', data.length),
    format.figure('power', data.motorPower),
    persons && t('boat.head.persons', { count: Number(persons) }),
  ];
  const licence = data.requiresLicense ? 'yes' : 'no';
  const prices = useBoatPricing(data.id);
  const path = `/boat/${data.id}`;
  return (
    <Container>
      <PageHead
        title={data.name}
        description={t('boat.head.description', { name: data.name, facts: facts.filter(Boolean).join(', '), licence })}
        keywords={t('boat.head.keywords', { name: data.name, model: data.model, licence })}
        path={path}
        type="article"
        // The breadcrumb BoatDetailHeader shows, and the boat with the price list's Offer (docs/search-engines.md#structured-data).
        breadcrumbs={[
          { name: BUSINESS.name, path: '/' },
          { name: t('boat.crumbs.fleet'), path: '/#flotta' },
          { name: data.name, path },
        ]}
        product={{
          name: data.name,
          description: data.description,
          image: data.imageUrl,
          model: shownValue(data.model) || undefined,
          ...offerFromPriceList(prices.data ?? [], todayInRome()),
        }}
      />
      <BoatDetailHeader boat={data} />
      <Layout>
        <Media>
          <MainImage>
            <img src={data.imageUrl} alt={t('boat.imageAlt', { name: data.name })} width={1200} height={750} fetchPriority="high" />
          </MainImage>
        </Media>
        <Specs>
          <BoatSpecCards boat={data} />
        </Specs>
        <Aside>
          <Sticky>
            <BookingCard key={data.id} boat={{ id: data.id, name: data.name, model: data.model, deposit: display.deposit }} />
            <Help>
              <ChatIcon size={20} />
              <span>
                <FormattedMessage id="boat.help" values={{ link: (chunks) => <LocalLink to="/contact">{chunks}</LocalLink> }} />
              </span>
            </Help>
          </Sticky>
        </Aside>
        <Content>
          {/* Below the picture and the booking card on every screen; in the page's first HTML like the rest. */}
          <BoatDescription boat={data} />
          <BoatCharacteristics boat={data} display={display} />
          <BoatEquipment display={display} />
          <InfoBlock id="listino" title={t('boat.section.prices')}>
            <PriceList boatId={data.id} />
          </InfoBlock>
          <BoatConditions boat={data} display={display} />
          <IncludedExcluded display={display} />
          <InfoBlock id="extra" title={t('boat.section.extras')}>
            <ExtrasList />
          </InfoBlock>
          <InfoBlock id="altre-barche" title={t('boat.section.otherBoats')}>
            <OtherBoats currentId={data.id} />
          </InfoBlock>
        </Content>
      </Layout>
    </Container>
  );
}

/**
 * Small screens: picture, booking card, then the content. Large screens: the booking card sits in a
 * right column that stays in view while the content scrolls.
 */
const Layout = styled.div`
  display: grid;
  gap: 24px;
  padding-bottom: 56px;
  grid-template-areas: 'media' 'aside' 'specs' 'content';
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 400px;
    grid-template-areas: 'media aside' 'specs aside' 'content aside';
    grid-template-rows: auto auto 1fr;
    gap: 0 40px;
  }
`;
const Media = styled.div`
  grid-area: media;
  ${media.lg} {
    padding-bottom: 16px;
  }
`;
const Specs = styled.div`
  grid-area: specs;
  ${media.lg} {
    padding-bottom: 12px;
  }
`;
const MainImage = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  aspect-ratio: 8 / 5;
  background: linear-gradient(#bfe3f0, #e6f3f8);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Aside = styled.div`
  grid-area: aside;
  min-width: 0;
`;
const Sticky = styled.div`
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.headerHeight} + 16px);
    /* With the calendar or the form open the card can outgrow the window: it scrolls inside. */
    max-height: calc(100vh - ${({ theme }) => theme.headerHeight} - 24px);
    overflow-y: auto;
    padding: 2px 6px 12px 2px;
    margin: -2px -6px 0 -2px;
    scrollbar-width: thin;
  }
`;
const Content = styled.div`
  grid-area: content;
  min-width: 0;
`;
const Help = styled.p`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  margin: 14px 0 0;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.sand};
  font-size: 0.92rem;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.sea};
    margin-top: 2px;
  }
  a {
    font-weight: 600;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;
const Missing = styled(CenteredMessage)`
  min-height: 50vh;
  p {
    max-width: 46ch;
  }
`;
