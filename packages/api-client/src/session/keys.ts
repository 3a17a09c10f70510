/** The session is the root of everything: the bootstrap tells which account the token is for. */
export const sessionKeys = {
  all: ['session'] as const,
  bootstrap: () => [...sessionKeys.all, 'bootstrap'] as const,
};
