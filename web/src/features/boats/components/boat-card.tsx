import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BoatSummary } from '@nbp/contracts/http/catalogue';
import { Button } from '../../../components/ui/button.tsx';
import { EngineIcon, RulerIcon, UsersIcon } from '../../../components/ui/icons.tsx';
import { media } from '../../../theme/theme.ts';
import { useFormat, useLocalPath, useT } from '../../../i18n/i18n.tsx';
import { cardDescription, shownValue } from '../logic/boat-display.ts';
import { LicenceBadge } from './licence-badge.tsx';
import { bareList, coverImage, inlineRow } from '../../../components/ui/styles.ts';

export function BoatCard({ boat, eager = false }: { boat: BoatSummary; eager?: boolean }) {
  const persons = shownValue(boat.maxPersons);
  const { figure } = useFormat();
  const length = figure('length', boat.length);
  const engine = figure('power', boat.motorPower);
  const t = useT();
  const localPath = useLocalPath();
  return (
    <Article aria-labelledby={`boat-${boat.id}-name`}>
      <Picture>
        <img
          src={boat.imageUrl}
          alt={t('boat.imageAlt', { name: boat.name })}
          width={800}
          height={500}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <BadgeSpot>
          <LicenceBadge requiresLicense={boat.requiresLicense} />
        </BadgeSpot>
      </Picture>
      <Body>
        <Name id={`boat-${boat.id}-name`}>{boat.name}</Name>
        <Specs>
          {persons && (
            <li>
              <UsersIcon size={18} /> {t('fleet.maxPersons', { count: Number(persons) })}
            </li>
          )}
          {length && (
            <li>
              <RulerIcon size={18} /> {length}
            </li>
          )}
          {engine && (
            <li>
              <EngineIcon size={18} /> {engine}
            </li>
          )}
        </Specs>
        {shownValue(boat.description) && <Description>{cardDescription(boat.description)}</Description>}
        <Button as={Link} to={localPath(`/boat/${boat.id}`)} $block aria-label={t('fleet.card.detailsOf', { name: boat.name })}>
          {t('fleet.card.details')}
        </Button>
      </Body>
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition:
    transform 200ms ease,
    box-shadow 200ms ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
`;
const Picture = styled.div`
  position: relative;
  aspect-ratio: 8 / 5;
  background: linear-gradient(#bfe3f0, #e6f3f8);
  img {
    ${coverImage}
  }
`;
const BadgeSpot = styled.div`
  position: absolute;
  top: 14px;
  left: 14px;
  span {
    box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15);
  }
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  flex: 1;
  ${media.md} {
    padding: 24px;
  }
`;
const Name = styled.h3`
  font-size: 1.35rem;
  margin: 0;
`;
const Specs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 18px;
  ${bareList}
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
  li {
    ${inlineRow('6px')}
  }
  svg {
    color: ${({ theme }) => theme.colors.sea};
  }
`;
const Description = styled.p`
  margin: 0 0 4px;
  flex: 1;
  color: ${({ theme }) => theme.colors.text};
`;
