import styled from 'styled-components';
import { BUSINESS } from '@nbp/contracts/business';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { Container, PageHero, Section } from '../../components/ui/section.tsx';
import { LocalLink, useLang, useT } from '../../i18n/i18n.tsx';
import { FAQ_CONTENT, QUESTION_ORDER } from './faq-content.ts';

/** The opening hours, '9:00 - 18:00', as their two ends for "dalle 9:00 alle 18:00" / "from 9:00 to 18:00". */
const [OPENS, CLOSES] = BUSINESS.businessHours.split(' - ');

export default function FaqRoute() {
  const t = useT();
  const questions = FAQ_CONTENT[useLang()];
  return (
    <>
      <PageHead
        title={t('faq.head.title')}
        description={t('faq.head.description')}
        path="/faq"
        // The questions as the page shows them, for a FAQPage (docs/search-engines.md#structured-data).
        faq={QUESTION_ORDER.map((id) => questions[id])}
      />
      <PageHero eyebrow={t('faq.hero.eyebrow')} title={t('faq.hero.title')} lead={t('faq.hero.lead')} image="/images/hero-eolie.svg" />
      <Section>
        <Container>
          <List>
            {QUESTION_ORDER.map((id) => (
              <Item key={id}>
                <summary>
                  <span>{questions[id].q}</span>
                  <ChevronDownIcon size={20} />
                </summary>
                <p>{questions[id].a}</p>
              </Item>
            ))}
          </List>
          <More>
            <p>{t('faq.more.text', { opens: OPENS, closes: CLOSES })}</p>
            <Button as={LocalLink} to="/contact">
              {t('faq.more.contact')}
            </Button>
          </More>
        </Container>
      </Section>
    </>
  );
}

const List = styled.div`
  max-width: 820px;
  margin: 0 auto;
  display: grid;
  gap: 12px;
`;
/** Native disclosure: keyboard and screen readers work without script. */
const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 18px 20px;
    cursor: pointer;
    list-style: none;
    font-weight: 600;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.navy};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    flex: none;
    transition: transform 150ms ease;
    color: ${({ theme }) => theme.colors.sea};
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
  &[open] {
    border-color: ${({ theme }) => theme.colors.sea};
  }
  p {
    margin: 0;
    padding: 0 20px 18px;
  }
`;
const More = styled.div`
  max-width: 820px;
  margin: 40px auto 0;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
