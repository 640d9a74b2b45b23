import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import styled, { css } from 'styled-components';

export interface AdminTab {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

interface AdminTabsProps {
  tabs: AdminTab[];
  /** Names the tab list for screen readers. */
  label: string;
  selectedIndex?: number;
  onChange?: (index: number) => void;
  /** The tab already shown, clicked again (headlessui's onChange says nothing then). */
  onReselect?: (index: number) => void;
  /** 'sub' is the smaller style used for tabs inside a tab. */
  variant?: 'main' | 'sub';
}

/**
 * headlessui tabs (arrow keys move between tabs); the list scrolls sideways on a phone instead of
 * wrapping, so seven tabs stay one row. Panels not shown are unmounted, so a tab loads its data
 * only when opened.
 */
export function AdminTabs({ tabs, label, selectedIndex, onChange, onReselect, variant = 'main' }: AdminTabsProps) {
  // The selected tab is scrolled into view on a phone, so the row never hides where the admin is.
  const scroller = useRef<HTMLDivElement>(null);
  const [ownIndex, setOwnIndex] = useState(0);
  const shown = selectedIndex ?? ownIndex;
  useEffect(() => {
    const box = scroller.current;
    // By position: headlessui may mark the new tab aria-selected only in a later render.
    const selected = box?.querySelectorAll<HTMLElement>('[role="tab"]')[shown];
    if (!box || !selected) return;
    const boxRect = box.getBoundingClientRect();
    const tabRect = selected.getBoundingClientRect();
    if (tabRect.left < boxRect.left || tabRect.right > boxRect.right)
      box.scrollTo?.({ left: Math.max(0, box.scrollLeft + tabRect.left - boxRect.left - 16) });
  }, [shown]);
  return (
    <TabGroup
      selectedIndex={selectedIndex}
      onChange={(index) => {
        setOwnIndex(index);
        onChange?.(index);
      }}
    >
      <Scroller ref={scroller}>
        <List aria-label={label} $variant={variant}>
          {tabs.map((tab, index) => (
            <TabButton key={tab.key} $variant={variant} onClick={() => index === shown && onReselect?.(index)}>
              {tab.label}
            </TabButton>
          ))}
        </List>
      </Scroller>
      <TabPanels>
        {tabs.map((tab) => (
          <Panel key={tab.key}>{tab.content}</Panel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  -webkit-overflow-scrolling: touch;
  scrollbar-width: thin;
  margin: 0 -4px 16px;
  padding: 4px;
`;
const List = styled(TabList)<{ $variant: 'main' | 'sub' }>`
  display: inline-flex;
  gap: 4px;
  min-width: 100%;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $variant }) => ($variant === 'main' ? theme.colors.white : theme.colors.seaLight)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
const TabButton = styled(Tab)<{ $variant: 'main' | 'sub' }>`
  /* Holds the badge's visually-hidden words: placed against the page instead, a tab scrolled out of
     a phone's view would widen the page by them. */
  position: relative;
  flex: 1 0 auto;
  white-space: nowrap;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  cursor: pointer;
  min-height: 44px;
  ${({ $variant }) =>
    $variant === 'main'
      ? css`
          padding: 8px 16px;
          font-size: 0.95rem;
        `
      : css`
          padding: 6px 14px;
          font-size: 0.9rem;
        `}
  &[data-hover]:not([data-selected]) {
    background: ${({ theme }) => theme.colors.seaLight};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.sea};
    color: ${({ theme }) => theme.colors.white};
  }
`;
const Panel = styled(TabPanel)`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
