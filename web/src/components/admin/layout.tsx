import styled, { css } from 'styled-components';
import { media } from '../../theme/theme.ts';

/** A list without bullets, its items one under the other with `$gap` between them (12px). */
export const Stack = styled.ul<{ $gap?: number; $columns?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $gap = 12 }) => $gap}px;
  ${({ $columns }) =>
    $columns &&
    css`
      ${media.md} {
        grid-template-columns: 1fr 1fr;
      }
    `}
`;

/** Things side by side that wrap on a narrow screen: buttons, badges, links. */
export const Cluster = styled.div<{
  $gap?: string;
  $align?: 'center' | 'baseline' | 'flex-start';
  $margin?: string;
  $rigid?: boolean;
  /** The first thing on the left, the last on the right. */
  $spread?: boolean;
}>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ $gap = '8px' }) => $gap};
  ${({ $spread }) => $spread && 'justify-content: space-between;'}
  ${({ $align }) => $align && `align-items: ${$align};`}
  ${({ $margin }) => $margin && `margin: ${$margin};`}
  ${({ $rigid }) => $rigid && 'flex: none;'}
`;

/** A white box of a tab (the pricing cards, the calendar alarms, a boat's calendars, the password change). */
export const AdminBox = styled.section<{ $width?: string }>`
  min-width: 0;
  ${({ $width }) => $width && `max-width: ${$width};`}
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 16px;
  ${media.md} {
    padding: 20px;
  }
`;

type NoticeTone = 'info' | 'warning' | 'danger' | 'success';
const NOTICE_TONES: Record<NoticeTone, ReturnType<typeof css>> = {
  info: css`
    background: ${({ theme }) => theme.colors.seaLight};
    color: ${({ theme }) => theme.colors.navy};
  `,
  warning: css`
    background: #fef3c7;
    color: #92400e;
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerBg};
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successBg};
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  `,
};

/** A tinted box above or inside a form: a note, a summary, a refusal, a success. */
export const Notice = styled.p<{ $tone: NoticeTone; $small?: boolean }>`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${({ $small }) => $small && 'font-size: 0.92rem;'}
  ${({ $tone }) => NOTICE_TONES[$tone]}
`;
