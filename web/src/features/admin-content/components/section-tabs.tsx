import type { ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import styled from 'styled-components';
import { SelectField } from '../../../components/ui/field.tsx';
import { media } from '../../../theme/theme.ts';
import type { Section } from '../logic/boat-draft.ts';
import { ErrorDot } from './language-switch.tsx';

/**
 * The editor's sections: a select on a phone, tabs from the large breakpoint; a section holding a
 * refused field says so ('(da correggere)', the red dot).
 */
export function SectionTabs({
  sections,
  selected,
  onSelect,
  refused,
  children,
}: {
  sections: readonly Section[];
  selected: number;
  onSelect: (index: number) => void;
  refused: ReadonlySet<Section>;
  /** A section's fields. */
  children: (section: Section) => ReactNode;
}) {
  return (
    <TabGroup selectedIndex={selected} onChange={onSelect}>
      <SmallOnly>
        <SelectField label="Sezione" value={String(selected)} onChange={(event) => onSelect(Number(event.target.value))}>
          {sections.map((name, index) => (
            <option key={name} value={index}>
              {refused.has(name) ? `${name} (da correggere)` : name}
            </option>
          ))}
        </SelectField>
      </SmallOnly>
      <Sections aria-label="Sezioni del contenuto">
        {sections.map((name) => (
          <SectionTab key={name}>
            {name}
            {refused.has(name) && <ErrorDot aria-label="da correggere" />}
          </SectionTab>
        ))}
      </Sections>
      <TabPanels>
        {sections.map((name) => (
          <Panel key={name}>{children(name)}</Panel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

const SmallOnly = styled.div`
  ${media.lg} {
    display: none;
  }
`;
const Sections = styled(TabList)`
  display: none;
  ${media.lg} {
    display: flex;
    gap: 4px;
    margin-bottom: 20px;
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  }
`;
const SectionTab = styled(Tab)`
  position: relative;
  border: 0;
  background: transparent;
  padding: 10px 16px;
  min-height: 44px;
  margin-bottom: -2px;
  border-bottom: 2px solid transparent;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[data-hover] {
    color: ${({ theme }) => theme.colors.navy};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.sea};
    border-bottom-color: ${({ theme }) => theme.colors.sea};
  }
`;
const Panel = styled(TabPanel)`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;
