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
import { formatEuroWhole } from '@nbp/contracts/format';
import { media } from '../../../theme/theme.ts';
import { shownValue, type BoatDisplay } from '../logic/boat-display.ts';

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
  return (
    <InfoBlock id="descrizione" title="Descrizione">
      <Prose>
        {shownValue(boat.description) && <p>{boat.description}</p>}
        {boat.detailedDescription && <p>{boat.detailedDescription}</p>}
        <p>
          Si parte dal porto di Patti: in pochi minuti sei tra le calette del golfo e, con mare favorevole, le Isole Eolie sono a portata di
          prua. Prima di salpare ti accompagniamo in un briefing su rotta, meteo e dotazioni di bordo, così navighi tranquillo anche alla
          prima esperienza.
        </p>
        <p>Tutta la flotta è del 2024, controllata prima di ogni uscita e pulita al rientro: tu pensi solo al mare.</p>
      </Prose>
    </InfoBlock>
  );
}

export function BoatCharacteristics({ boat, display }: { boat: Boat; display: BoatDisplay }) {
  return (
    <InfoBlock id="caratteristiche" title="Caratteristiche">
      <TwoColumns>
        <div>
          <SubTitle>Dimensioni e capacità</SubTitle>
          <Facts>
            <Fact icon={<RulerIcon size={18} />} label="Lunghezza" value={boat.length} />
            <Fact icon={<RulerIcon size={18} />} label="Larghezza" value={display.width} />
            <Fact icon={<UsersIcon size={18} />} label="Persone a bordo" value={shownValue(boat.maxPersons) && `Max ${boat.maxPersons}`} />
            <Fact icon={<CompassIcon size={18} />} label="Modello" value={boat.model} />
          </Facts>
        </div>
        <div>
          <SubTitle>Motore e serbatoi</SubTitle>
          <Facts>
            <Fact icon={<EngineIcon size={18} />} label="Motore" value={boat.motorPower} />
            <Fact icon={<FuelIcon size={18} />} label="Serbatoio carburante" value={display.fuelTank} />
            <Fact icon={<DropletIcon size={18} />} label="Serbatoio acqua" value={display.waterTank} />
            <Fact icon={<IdCardIcon size={18} />} label="Patente" value={boat.requiresLicense ? 'Richiesta' : 'Non richiesta'} />
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
  const columns = [
    { title: 'Comfort', items: display.comfort, icon: SunIcon },
    { title: 'Navigazione', items: display.navigation, icon: CompassIcon },
    { title: 'Sicurezza', items: display.safety, icon: LifebuoyIcon },
  ];
  return (
    <InfoBlock id="dotazioni" title="Dotazioni di bordo">
      <ThreeColumns>
        {columns.map(({ title, items, icon: Icon }) => (
          <div key={title}>
            <SubTitle>
              <Icon size={18} /> {title}
            </SubTitle>
            <Checklist>
              {items.map((item) => (
                <li key={item}>
                  <CheckIcon size={16} /> {item}
                </li>
              ))}
            </Checklist>
          </div>
        ))}
      </ThreeColumns>
    </InfoBlock>
  );
}

export function BoatConditions({ boat, display }: { boat: Boat; display: BoatDisplay }) {
  const rows = [
    { label: 'Orari', value: `Imbarco dalle ${display.checkIn}, rientro entro le ${display.checkOut}. Altri orari su accordo.` },
    {
      label: 'Cauzione',
      value: `${formatEuroWhole(display.deposit)} tramite pre-autorizzazione su carta di credito, restituita dopo il controllo della barca al rientro.`,
    },
    {
      label: 'Patente',
      value: boat.licenseRequired
        ? 'Patente nautica obbligatoria per chi conduce la barca.'
        : 'Non serve la patente nautica: basta avere 18 anni.',
    },
    { label: 'Carburante', value: boat.fuelIncluded ? 'Incluso nel prezzo.' : 'Escluso: si paga a consumo al rientro.' },
    {
      label: 'Meteo',
      value: boat.weatherRefund
        ? 'Se il meteo non permette di uscire, cambio data gratuito o rimborso completo.'
        : 'Se il meteo non permette di uscire, concordiamo insieme un cambio data.',
    },
    { label: 'Conducente', value: 'Maggiorenne, con documento di identità valido.' },
  ];
  return (
    <InfoBlock id="condizioni" title="Condizioni di noleggio">
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
  return (
    <TwoColumns>
      <InfoBlock id="incluso" title="Il prezzo include">
        <Checklist>
          {display.included.map((item) => (
            <li key={item}>
              <CheckIcon size={16} /> {item}
            </li>
          ))}
        </Checklist>
      </InfoBlock>
      <InfoBlock id="escluso" title="Il prezzo non include">
        <Checklist $negative>
          {display.excluded.map((item) => (
            <li key={item}>
              <XIcon size={16} /> {item}
            </li>
          ))}
        </Checklist>
      </InfoBlock>
    </TwoColumns>
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
    display: inline-flex;
    align-items: center;
    gap: 8px;
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
const Checklist = styled.ul<{ $negative?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
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
