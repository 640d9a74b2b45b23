import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/section.tsx';

/** This page's heading stays in English (docs/product/decisions.md#brand). */
export default function NotFoundRoute() {
  return (
    <Container>
      <PageHead title="Page Not Found" description="La pagina che cerchi non esiste." path="/404" />
      <Wrap>
        <Code aria-hidden="true">404</Code>
        <h1>Page Not Found</h1>
        <p>La pagina che cerchi non esiste o è stata spostata.</p>
        <Button as={Link} to="/">
          Torna alla Home
        </Button>
      </Wrap>
    </Container>
  );
}

const Wrap = styled.div`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  text-align: center;
  padding: 64px 0;
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 24px;
  }
`;
const Code = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(5rem, 18vw, 9rem);
  line-height: 1;
  color: ${({ theme }) => theme.colors.seaLight};
  -webkit-text-stroke: 2px ${({ theme }) => theme.colors.sea};
`;
