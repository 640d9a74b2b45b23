import type { ReactNode } from 'react';
import { Dialog as HeadlessDialog, DialogPanel, DialogTitle, DialogBackdrop } from '@headlessui/react';
import styled from 'styled-components';
import { useT } from '../../i18n/i18n.tsx';

/** A modal dialog: focus trapped, Escape closes, fits a phone screen (scrolls inside). */
export function Dialog({
  open,
  onClose,
  title,
  children,
  wide,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const t = useT();
  return (
    <HeadlessDialog open={open} onClose={onClose} style={{ position: 'relative', zIndex: 50 }}>
      <Backdrop />
      <Frame>
        <Panel $wide={wide}>
          <Header>
            <Title>{title}</Title>
            <CloseButton type="button" onClick={onClose} aria-label={t('common.close')}>
              ×
            </CloseButton>
          </Header>
          {children}
        </Panel>
      </Frame>
    </HeadlessDialog>
  );
}

const Backdrop = styled(DialogBackdrop)`
  position: fixed;
  inset: 0;
  background: rgba(11, 30, 45, 0.55);
`;
const Frame = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 12px;
  overflow-y: auto;
`;
const Panel = styled(DialogPanel)<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '760px' : '520px')};
  max-height: calc(100vh - 24px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: 20px;
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 12px;
`;
const Title = styled(DialogTitle)`
  font-family: ${({ theme }) => theme.fonts.heading};
  color: ${({ theme }) => theme.colors.navy};
  font-size: 1.35rem;
  margin: 0;
`;
const CloseButton = styled.button`
  border: 0;
  background: transparent;
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
  min-width: 44px;
  min-height: 44px;
`;
