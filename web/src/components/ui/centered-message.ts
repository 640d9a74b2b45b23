import styled from 'styled-components';

/** A page that is only a message (an unknown address, a boat that does not exist): centred, its text muted, actions below. */
export const CenteredMessage = styled.div`
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
