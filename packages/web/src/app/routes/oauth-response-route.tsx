import { Container, Loader } from '@mantine/core';

/** `/oauth-response` (spec §2): where the OpenID provider sends the browser back. */
export function OauthResponseRoute() {
  return (
    <Container size="sm" py="xl" ta="center" aria-busy>
      <Loader aria-hidden />
    </Container>
  );
}
