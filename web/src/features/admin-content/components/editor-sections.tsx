import styled from 'styled-components';
import type { BoatContentWithTranslations } from '@nbp/contracts/http/catalogue';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/admin/layout.tsx';
import { CheckboxField, FormGrid } from '../../../components/admin/form-layout.tsx';
import type { ContractForm } from '../../../lib/contract-form.ts';
import type { BoatForm, EnglishField } from '../logic/boat-translation.ts';

export type BoatEditorForm = ContractForm<BoatForm, BoatContentWithTranslations>;

/** What every section of the editor draws from: the form, its values as typed, the English texts still to translate. */
export interface SectionProps {
  form: BoatEditorForm;
  values: BoatForm;
  missing: ReadonlySet<EnglishField>;
}

export function BaseSection({ form }: SectionProps) {
  return (
    <>
      <FormGrid>
        <div className="full">
          <TextField label="Nome" {...form.bind('name')} />
        </div>
        <TextField label="Modello" {...form.bind('model')} />
        <TextField label="Modello base" hint="Usato per i prezzi stagionali (es. Eolo 6.40)." {...form.bind('baseModel')} />
        <div className="full">
          <TextAreaField label="Descrizione" rows={3} {...form.bind('description')} />
        </div>
        <div className="full">
          <TextAreaField label="Descrizione dettagliata" rows={6} {...form.bind('detailedDescription')} />
        </div>
      </FormGrid>
      <CheckboxField label="Barca attiva" hint="Le barche disattivate non compaiono sul sito." {...form.register('isActive')} />
      <CheckboxField
        label="Patente richiesta"
        hint="Se non spuntata, il sito mostra 'Senza patente'."
        {...form.register('requiresLicense')}
      />
    </>
  );
}

export function SpecsSection({ form }: SectionProps) {
  return (
    <FormGrid>
      <TextField label="Lunghezza" placeholder="6.40 mt" {...form.bind('length')} />
      <TextField label="Larghezza" placeholder="2.30 m" {...form.bind('width')} />
      <TextField label="Capacità (persone)" type="number" inputMode="numeric" min={1} max={50} step={1} {...form.bind('maxPersons')} />
      <TextField label="Motore" placeholder="40 CV" {...form.bind('motorPower')} />
      <TextField label="Anno" type="number" inputMode="numeric" min={1950} max={2100} step={1} {...form.bind('year')} />
      <TextField label="Serbatoio carburante" placeholder="90 litri" {...form.bind('fuelTankCapacity')} />
      <TextField label="Serbatoio acqua" placeholder="40 litri" {...form.bind('waterTankCapacity')} />
    </FormGrid>
  );
}

export function ConditionsSection({ form }: SectionProps) {
  return (
    <>
      <FormGrid>
        <TextField label="Orario di imbarco" placeholder="9:00" {...form.bind('checkInTime')} />
        <TextField label="Orario di rientro" placeholder="18:00" {...form.bind('checkOutTime')} />
        <TextField label="Cauzione (€)" type="number" inputMode="decimal" min={0} step={0.01} {...form.bind('deposit')} />
        <TextField
          label="Moltiplicatore prezzo"
          type="number"
          inputMode="decimal"
          min={0.01}
          max={9.99}
          step={0.01}
          {...form.bind('priceMultiplier')}
        />
      </FormGrid>
      <CheckboxField label="Patente richiesta (condizioni)" {...form.register('licenseRequired')} />
      <CheckboxField label="Carburante incluso" {...form.register('fuelIncluded')} />
      <CheckboxField label="Rimborso per maltempo" {...form.register('weatherRefund')} />
    </>
  );
}

export function ImagesSection({ form, values: draft }: SectionProps) {
  return (
    <>
      <Notice $tone="warning" $small role="note">
        Il caricamento delle immagini sarà disponibile nella prossima versione. Per ora puoi modificare solo l'indirizzo dell'immagine
        principale.
      </Notice>
      <TextField label="URL immagine principale" placeholder="/images/boats/nome.jpg" {...form.bind('imageUrl')} />
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
