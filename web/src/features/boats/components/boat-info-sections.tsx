import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Boat } from '@nbp/contracts/http/catalogue';
import {
  CheckIcon,
  CompassIcon,
  DropletIcon,
  EngineIcon,
  FuelIcon,
  IdCardIcon,
  LifebuoyIcon,
  RulerIcon,
  SunIcon,
  UsersIcon,
  XIcon,
} from '../../../components/ui/icons.tsx';
import { useFormat, useT } from '../../../i18n/i18n.tsx';
import { media } from '../../../theme/theme.ts';
import { shownValue, type BoatDisplay } from '../logic/boat-display.ts';
import { gridList, inlineRow } from '../../../components/ui/styles.ts';

/** A titled block of the boat page. */
export function InfoBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Block aria-labelledby={id}>
      <BlockTitle id={id}>{title}</BlockTitle>
      {children}
    </Block>
  );
}

export function BoatDescription({ boat }: { boat: Boat }) {
  const t = useT();
  return (
    <InfoBlock id="descrizione" title={t('boat.description.title')}>
      <Prose>
        {shownValue(boat.description) && <p>{boat.description}</p>}
        {boat.detailedDescription && <p>{boat.detailedDescription}</p>}
        <p>{t('boat.description.harbour')}</p>
        <p>{t('boat.description.fleet')}</p>
      </Prose>
    </InfoBlock>
  );
}

export function BoatCharacteristics({ boat, display }: { boat: Boat; display: BoatDisplay }) {
  const t = useT();
  const { figure } = useFormat();
  return (
    <InfoBlock id="caratteristiche" title={t('boat.facts.title')}>
      <TwoColumns>
        <div>
          <SubTitle>{t('boat.facts.size')}</SubTitle>
          <Facts>
            <Fact icon={<RulerIcon size={18} />} label={t('boat.facts.length')} value={figure('length', boat.length)} />
            <Fact icon={<RulerIcon size={18} />} label={t('boat.facts.width')} value={display.width} />
            <Fact
              icon={<UsersIcon size={18} />}
              label={t('boat.facts.persons')}
              value={shownValue(boat.maxPersons) && t('boat.facts.personsValue', { count: boat.maxPersons })}
            />
            <Fact icon={<CompassIcon size={18} />} label={t('boat.facts.model')} value={boat.model} />
          </Facts>
        </div>
        <div>
          <SubTitle>{t('boat.facts.engineAndTanks')}</SubTitle>
          <Facts>
            <Fact icon={<EngineIcon size={18} />} label={t('boat.facts.engine')} value={figure('power', boat.motorPower)} />
            <Fact icon={<FuelIcon size={18} />} label={t('boat.facts.fuelTank')} value={display.fuelTank} />
            <Fact icon={<DropletIcon size={18} />} label={t('boat.facts.waterTank')} value={display.waterTank} />
            <Fact
              icon={<IdCardIcon size={18} />}
              label={t('boat.facts.licence')}
              value={boat.requiresLicense ? t('boat.facts.licenceRequired') : t('boat.facts.licenceNotRequired')}
            />
          </Facts>
        </div>
      </TwoColumns>
    </InfoBlock>
  );
}

/** One row of the characteristics; a value the boat leaves empty leaves the row out. */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string | number | null | undefined }) {
  const shown = shownValue(value);
  if (shown === null) return null;
  return (
    <div>
      <dt>
        {icon} {label}
      </dt>
      <dd>{shown}</dd>
    </div>
  );
}

export function BoatEquipment({ display }: { display: BoatDisplay }) {
  const t = useT();
  const columns = [
    { title: t('boat.equipment.comfort'), items: display.comfort, icon: SunIcon },
    { title: t('boat.equipment.navigation'), items: display.navigation, icon: CompassIcon },
    { title: t('boat.equipment.safety'), items: display.safety, icon: LifebuoyIcon },
  ];
  return (
    <InfoBlock id="dotazioni" title={t('boat.equipment.title')}>
      <ThreeColumns>
        {columns.map(({ title, items, icon: Icon }) => (
          <div key={title}>
            <SubTitle>
              <Icon size={18} /> {title}
            </SubTitle>
            <Checklist items={items} />
          </div>
        ))}
      </ThreeColumns>
    </InfoBlock>
  );
}

export function BoatConditions({ boat, display }: { boat: Boat; display: BoatDisplay }) {
  const t = useT();
  const format = useFormat();
  const rows = [
    { label: t('boat.terms.hours'), value: t('boat.terms.hoursText', { checkIn: display.checkIn, checkOut: display.checkOut }) },
    { label: t('boat.terms.deposit'), value: t('boat.terms.depositText', { amount: format.moneyWhole(display.deposit) }) },
    {
      label: t('boat.terms.licence'),
      value: boat.licenseRequired ? t('boat.terms.licenceRequired') : t('boat.terms.licenceNotRequired'),
    },
    { label: t('boat.terms.fuel'), value: boat.fuelIncluded ? t('boat.terms.fuelIncluded') : t('boat.terms.fuelExcluded') },
    { label: t('boat.terms.weather'), value: boat.weatherRefund ? t('boat.terms.weatherRefund') : t('boat.terms.weatherNewDate') },
    { label: t('boat.terms.driver'), value: t('boat.terms.driverText') },
  ];
  return (
    <InfoBlock id="condizioni" title={t('boat.terms.title')}>
      <Conditions>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </Conditions>
    </InfoBlock>
  );
}

export function IncludedExcluded({ display }: { display: BoatDisplay }) {
  const t = useT();
  return (
    <TwoColumns>
      <InfoBlock id="incluso" title={t('boat.included')}>
        <Checklist items={display.included} />
      </InfoBlock>
      <InfoBlock id="escluso" title={t('boat.excluded')}>
        <Checklist items={display.excluded} negative />
      </InfoBlock>
    </TwoColumns>
  );
}

/** Items ticked (what the boat has, what the price includes) or crossed out (what it does not include). */
function Checklist({ items, negative = false }: { items: string[]; negative?: boolean }) {
  const Mark = negative ? XIcon : CheckIcon;
  return (
    <Checks $negative={negative}>
      {items.map((item) => (
        <li key={item}>
          <Mark size={16} /> {item}
        </li>
      ))}
    </Checks>
  );
}

const Block = styled.section`
  padding: 28px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const BlockTitle = styled.h2`
  font-size: clamp(1.4rem, 3vw, 1.75rem);
  margin-bottom: 16px;
`;
const SubTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: 8px;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1rem;
  font-weight: 600;
  margin-bottom: 10px;
  svg {
    color: ${({ theme }) => theme.colors.sea};
  }
`;
const Prose = styled.div`
  p {
    margin: 0 0 12px;
    font-size: 1.02rem;
  }
  p:first-child {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.navy};
  }
`;
const TwoColumns = styled.div`
  display: grid;
  gap: 8px 32px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  > section {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const ThreeColumns = styled.div`
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: 2px;
  > div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 9px 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  dt {
    ${inlineRow('8px')}
    color: ${({ theme }) => theme.colors.muted};
  }
  dt svg {
    color: ${({ theme }) => theme.colors.sea};
  }
  dd {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
    text-align: right;
  }
`;
const Checks = styled.ul<{ $negative: boolean }>`
  ${gridList('8px')}
  li {
    display: flex;
    align-items: flex-start;
    gap: 8px;
  }
  svg {
    flex: none;
    margin-top: 4px;
    color: ${({ theme, $negative }) => ($negative ? theme.colors.danger : theme.colors.success)};
  }
`;
const Conditions = styled.dl`
  margin: 0;
  display: grid;
  gap: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  > div {
    display: grid;
    gap: 2px 16px;
    padding: 12px 16px;
    ${media.sm} {
      grid-template-columns: 130px 1fr;
    }
  }
  > div:nth-child(odd) {
    background: #f7fafc;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
  }
  dd {
    margin: 0;
  }
`;
