import styled from 'styled-components';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { CheckboxField, FormGrid } from '../../../components/admin/form-layout.tsx';
import type { BoatDraft, DraftField, ListField } from '../logic/boat-draft.ts';
import { ListFieldEditor } from './list-field-editor.tsx';

export interface SectionProps {
  draft: BoatDraft;
  errors: Partial<Record<DraftField, string>>;
  set: <K extends DraftField>(field: K, value: BoatDraft[K]) => void;
}

function text(
  props: SectionProps,
  field: Exclude<
    DraftField,
    ListField | 'galleryImages' | 'requiresLicense' | 'licenseRequired' | 'isActive' | 'fuelIncluded' | 'weatherRefund'
  >,
) {
  return {
    value: props.draft[field],
    onChange: (event: { target: { value: string } }) => props.set(field, event.target.value),
    error: props.errors[field],
  };
}

function list(props: SectionProps, field: ListField, label: string) {
  return (
    <ListFieldEditor label={label} items={props.draft[field]} onChange={(items) => props.set(field, items)} error={props.errors[field]} />
  );
}

export function BaseSection(props: SectionProps) {
  const { draft, set } = props;
  return (
    <>
      <FormGrid>
        <div className="full">
          <TextField label="Nome" {...text(props, 'name')} />
        </div>
        <TextField label="Modello" {...text(props, 'model')} />
        <TextField label="Modello base" hint="Usato per i prezzi stagionali (es. Eolo 6.40)." {...text(props, 'baseModel')} />
        <div className="full">
          <TextAreaField label="Descrizione" rows={3} {...text(props, 'description')} />
        </div>
        <div className="full">
          <TextAreaField label="Descrizione dettagliata" rows={6} {...text(props, 'detailedDescription')} />
        </div>
      </FormGrid>
      <CheckboxField
        label="Barca attiva"
        hint="Le barche disattivate non compaiono sul sito."
        checked={draft.isActive}
        onChange={(event) => set('isActive', event.target.checked)}
      />
      <CheckboxField
        label="Patente richiesta"
        hint="Se non spuntata, il sito mostra 'Senza patente'."
        checked={draft.requiresLicense}
        onChange={(event) => set('requiresLicense', event.target.checked)}
      />
    </>
  );
}

export function SpecsSection(props: SectionProps) {
  return (
    <FormGrid>
      <TextField label="Lunghezza" placeholder="6.40 mt" {...text(props, 'length')} />
      <TextField label="Larghezza" placeholder="2.30 m" {...text(props, 'width')} />
      <TextField label="Capacità (persone)" type="number" inputMode="numeric" min={1} max={50} step={1} {...text(props, 'maxPersons')} />
      <TextField label="Motore" placeholder="40 CV" {...text(props, 'motorPower')} />
      <TextField label="Anno" type="number" inputMode="numeric" min={1950} max={2100} step={1} {...text(props, 'year')} />
      <TextField label="Serbatoio carburante" placeholder="90 litri" {...text(props, 'fuelTankCapacity')} />
      <TextField label="Serbatoio acqua" placeholder="40 litri" {...text(props, 'waterTankCapacity')} />
    </FormGrid>
  );
}

export function EquipmentSection(props: SectionProps) {
  return (
    <Columns>
      {list(props, 'features', 'Caratteristiche')}
      {list(props, 'comfortFeatures', 'Comfort')}
      {list(props, 'navigationFeatures', 'Navigazione')}
      {list(props, 'safetyFeatures', 'Sicurezza')}
    </Columns>
  );
}

export function ConditionsSection(props: SectionProps) {
  const { draft, set } = props;
  return (
    <>
      <FormGrid>
        <TextField label="Orario di imbarco" placeholder="9:00" {...text(props, 'checkInTime')} />
        <TextField label="Orario di rientro" placeholder="18:00" {...text(props, 'checkOutTime')} />
        <TextField label="Cauzione (€)" type="number" inputMode="decimal" min={0} step={0.01} {...text(props, 'deposit')} />
        <TextField
          label="Moltiplicatore prezzo"
          type="number"
          inputMode="decimal"
          min={0.01}
          max={9.99}
          step={0.01}
          {...text(props, 'priceMultiplier')}
        />
      </FormGrid>
      <CheckboxField
        label="Patente richiesta (condizioni)"
        checked={draft.licenseRequired}
        onChange={(event) => set('licenseRequired', event.target.checked)}
      />
      <CheckboxField
        label="Carburante incluso"
        checked={draft.fuelIncluded}
        onChange={(event) => set('fuelIncluded', event.target.checked)}
      />
      <CheckboxField
        label="Rimborso per maltempo"
        checked={draft.weatherRefund}
        onChange={(event) => set('weatherRefund', event.target.checked)}
      />
    </>
  );
}

export function IncludedSection(props: SectionProps) {
  return (
    <Columns>
      {list(props, 'includedItems', 'Il prezzo include')}
      {list(props, 'excludedItems', 'Il prezzo non include')}
    </Columns>
  );
}

export function ImagesSection(props: SectionProps) {
  const { draft } = props;
  return (
    <>
      <Notice role="note">
        Il caricamento delle immagini sarà disponibile nella prossima versione. Per ora puoi modificare solo l'indirizzo dell'immagine
        principale.
      </Notice>
      <TextField label="URL immagine principale" placeholder="/images/boats/nome.jpg" {...text(props, 'imageUrl')} />
      {draft.imageUrl && (
        <Preview>
          <img src={draft.imageUrl} alt={`Anteprima: ${draft.name}`} loading="lazy" />
        </Preview>
      )}
      {draft.galleryImages.length > 0 && (
        <>
          <GalleryTitle>Galleria ({draft.galleryImages.length})</GalleryTitle>
          <Gallery>
            {draft.galleryImages.map((src) => (
              <li key={src}>
                <img src={src} alt="" loading="lazy" />
              </li>
            ))}
          </Gallery>
        </>
      )}
    </>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 0 20px;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Notice = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fef3c7;
  color: #92400e;
  font-size: 0.92rem;
`;
const Preview = styled.div`
  max-width: 360px;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.seaLight};
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;
const GalleryTitle = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
  margin: 16px 0 8px;
`;
const Gallery = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 8px;
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
