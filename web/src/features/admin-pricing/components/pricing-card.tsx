import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { AdminBox } from '../../../components/admin/layout.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { PanelHeader, StateMessage } from '../../../components/admin/panel.tsx';

interface Props {
  /** The title's id, which names the card. */
  id: string;
  title: string;
  description: string;
  /** The card's one button, with a +: 'Nuovo Periodo', 'Imposta Prezzo'. */
  action: { label: string; onClick: () => void; disabled?: boolean };
  /** The button under the title at every width (the narrow periods card). */
  stacked?: boolean;
  loading: { text: string } | false;
  error: { title: string; text: string } | false;
  /** Said instead of the content when there is nothing to show. */
  empty: { title: string; text: string } | false;
  children: ReactNode;
}

/** A card of the Prezzi tab: its title row and button, then its loading, error or empty state, or its content. */
export function PricingCard({ id, title, description, action, stacked, loading, error, empty, children }: Props) {
  return (
    <AdminBox aria-labelledby={id}>
      <PanelHeader
        level={3}
        stacked={stacked}
        title={<span id={id}>{title}</span>}
        description={description}
        actions={
          <Button type="button" $size="sm" onClick={action.onClick} disabled={action.disabled}>
            <PlusIcon />
            {action.label}
          </Button>
        }
      />
      {loading ? (
        <StateMessage busy text={loading.text} />
      ) : error ? (
        <StateMessage tone="error" title={error.title} text={error.text} />
      ) : empty ? (
        <StateMessage title={empty.title} text={empty.text} />
      ) : (
        children
      )}
    </AdminBox>
  );
}
