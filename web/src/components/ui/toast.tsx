import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { usePageWords } from '../../i18n/page-lang.ts';
import { plainText } from '../../i18n/i18n.tsx';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** ms; 5000 by default (docs/product/screens.md#every-page). */
  duration?: number;
  /** One button in the toast (e.g. 'Annulla' after a cancellation); pressing it also closes the toast. */
  action?: { label: string; onClick: () => void };
}
interface ToastState extends ToastInput {
  id: number;
}

const ToastContext = createContext<{ toast: (input: ToastInput) => void; dismiss: () => void } | null>(null);

/** One toast at a time (docs/product/screens.md#every-page), announced to screen readers; F8 moves focus to it; swipe right dismisses. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const counter = useRef(0);
  const viewport = useRef<HTMLOListElement>(null);
  const touchStart = useRef<number | null>(null);
  // Above the router, so not inside its LangProvider: the page's words come from page-lang.ts.
  const { messages } = usePageWords();
  const word = (id: 'common.toast.viewport' | 'common.toast.close') => (messages ? plainText(messages[id]) : undefined);

  const dismiss = useCallback(() => setCurrent(null), []);
  const toast = useCallback((input: ToastInput) => {
    counter.current += 1;
    setCurrent({ ...input, id: counter.current });
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(dismiss, current.duration ?? 5000);
    return () => clearTimeout(timer);
  }, [current, dismiss]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') viewport.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Viewport ref={viewport} tabIndex={-1} aria-label={word('common.toast.viewport')} aria-live="polite" data-toast-viewport="">
        {current && (
          <Item
            key={current.id}
            role={current.variant === 'destructive' ? 'alert' : 'status'}
            $variant={current.variant ?? 'default'}
            data-testid="toast"
            onTouchStart={(event) => {
              touchStart.current = event.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={(event) => {
              const end = event.changedTouches[0]?.clientX ?? 0;
              if (touchStart.current !== null && end - touchStart.current > 50) dismiss();
              touchStart.current = null;
            }}
          >
            <div>
              <ToastTitle>{current.title}</ToastTitle>
              {current.description && <ToastText>{current.description}</ToastText>}
              {current.action && (
                <ToastAction
                  type="button"
                  onClick={() => {
                    current.action?.onClick();
                    dismiss();
                  }}
                >
                  {current.action.label}
                </ToastAction>
              )}
            </div>
            <Close type="button" onClick={dismiss} aria-label={word('common.toast.close')}>
              ×
            </Close>
          </Item>
        )}
      </Viewport>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast outside ToastProvider');
  return context;
}

const Viewport = styled.ol`
  position: fixed;
  z-index: 100;
  bottom: 0;
  right: 0;
  margin: 0;
  padding: 16px;
  list-style: none;
  width: 100%;
  max-width: 420px;
  outline: none;
`;

const Item = styled.li<{ $variant: 'default' | 'destructive' | 'success' }>`
  display: flex;
  gap: 12px;
  justify-content: space-between;
  align-items: flex-start;
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  animation: toast-in 180ms ease-out;
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.colors.danger};
      border-color: ${theme.colors.danger};
      color: ${theme.colors.white};
    `}
  ${({ $variant, theme }) =>
    $variant === 'success' &&
    css`
      border-left: 6px solid ${theme.colors.success};
    `}
  @keyframes toast-in {
    from {
      transform: translateY(12px);
      opacity: 0;
    }
    to {
      transform: none;
      opacity: 1;
    }
  }
`;
const ToastTitle = styled.p`
  margin: 0;
  font-weight: 600;
`;
const ToastText = styled.p`
  margin: 4px 0 0;
  font-size: 0.95rem;
`;
const ToastAction = styled.button`
  margin-top: 10px;
  min-height: 36px;
  padding: 4px 14px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.navy};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  cursor: pointer;
`;
const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  padding: 0 4px;
`;
