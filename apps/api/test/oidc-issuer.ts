import { OAuth2Server } from 'oauth2-mock-server';

export interface OidcUser {
  sub: string;
  email: string;
  name: string;
  /** The profile photo's address, as Google gives one (lh3.googleusercontent.com). */
  picture?: string;
}

/**
 * A local OpenID Connect issuer standing in for Google in tests (API and browser): it signs ID
 * tokens for `user`, and can refuse the next sign-in the way a user pressing "Cancel" does.
 */
export async function startOidcIssuer(options: { port?: number; user: OidcUser }) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(options.port ?? 0, '127.0.0.1');
  const address = server.address();
  const url = `http://127.0.0.1:${address.port}`;
  server.issuer.url = url;

  let user = options.user;
  let refuseNext = false;
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...claims(user), email_verified: true });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...claims(user), email_verified: true };
  });
  server.service.on('beforeAuthorizeRedirect', (redirect) => {
    if (!refuseNext) return;
    refuseNext = false;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', 'access_denied');
  });

  return {
    url,
    discoveryUrl: `${url}/.well-known/openid-configuration`,
    setUser(next: OidcUser) {
      user = next;
    },
    refuseNextSignIn() {
      refuseNext = true;
    },
    stop: () => server.stop(),
  };
}

const claims = ({ sub, email, name, picture }: OidcUser) => ({ sub, email, name, ...(picture ? { picture } : {}) });
