import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/theme.ts';
import { coverImage, smallCaps } from './styles.ts';

export const Container = styled.div`
  max-width: 1240px;
  margin: 0 auto;
  padding: 0 16px;
  ${media.md} {
    padding: 0 24px;
  }
`;

/** Cards two by two from medium screens on (the fleet, the destinations), one under the other before. */
export const CardGrid = styled.div`
  display: grid;
  gap: 24px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: 32px;
  }
`;

export const Section = styled.section<{ $tone?: 'white' | 'sand' | 'sea' }>`
  padding: 56px 0;
  background: ${({ theme, $tone }) => ($tone === 'sand' ? theme.colors.sand : $tone === 'sea' ? theme.colors.seaLight : theme.colors.white)};
  ${media.md} {
    padding: 80px 0;
  }
`;

/** Eyebrow, title and lead of a page section. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
}) {
  return (
    <Head $align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title id={id}>{title}</Title>
      {lead && <Lead>{lead}</Lead>}
    </Head>
  );
}

const Head = styled.header<{ $align: 'center' | 'left' }>`
  text-align: ${({ $align }) => $align};
  max-width: ${({ $align }) => ($align === 'center' ? '720px' : 'none')};
  margin: ${({ $align }) => ($align === 'center' ? '0 auto 36px' : '0 0 28px')};
  ${media.md} {
    margin-bottom: 48px;
  }
`;
export const Eyebrow = styled.p`
  margin: 0 0 8px;
  ${smallCaps('0.8rem', '0.14em')}
  color: ${({ theme }) => theme.colors.coral};
`;
const Title = styled.h2`
  font-size: clamp(1.8rem, 4vw, 2.6rem);
  text-wrap: balance;
  margin: 0 0 12px;
`;
const Lead = styled.p`
  margin: 0;
  font-size: 1.08rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The banner at the top of an inner page. */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  imagePosition = 'center',
  imageSize = [1600, 900],
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  image?: string;
  /** Which part of a picture stays in view when the banner crops it. */
  imagePosition?: string;
  /** The picture's own width and height, so the browser reserves its space. */
  imageSize?: [number, number];
  children?: ReactNode;
}) {
  return (
    <HeroWrap>
      {image && (
        <HeroImage
          src={image}
          alt=""
          width={imageSize[0]}
          height={imageSize[1]}
          aria-hidden="true"
          style={{ objectPosition: imagePosition }}
        />
      )}
      <HeroShade aria-hidden="true" />
      <HeroInner>
        {eyebrow && <HeroEyebrow>{eyebrow}</HeroEyebrow>}
        <HeroTitle>{title}</HeroTitle>
        {lead && <HeroLead>{lead}</HeroLead>}
        {children}
      </HeroInner>
    </HeroWrap>
  );
}

const HeroWrap = styled.section`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.white};
`;
const HeroImage = styled.img`
  position: absolute;
  inset: 0;
  ${coverImage}
`;
const HeroShade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgba(6, 33, 52, 0.55) 0%, rgba(6, 33, 52, 0.78) 100%);
`;
const HeroInner = styled(Container)`
  position: relative;
  padding-top: 64px;
  padding-bottom: 64px;
  ${media.md} {
    padding-top: 96px;
    padding-bottom: 96px;
  }
`;
const HeroEyebrow = styled(Eyebrow)`
  color: ${({ theme }) => theme.colors.sun};
`;
const HeroTitle = styled.h1`
  color: ${({ theme }) => theme.colors.white};
  font-size: clamp(2.1rem, 6vw, 3.6rem);
  margin: 0 0 14px;
  max-width: 20ch;
  text-wrap: balance;
`;
const HeroLead = styled.p`
  margin: 0;
  max-width: 60ch;
  font-size: 1.12rem;
  color: #e4eff5;
`;
