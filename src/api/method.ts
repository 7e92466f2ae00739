const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The HTTP method of a sidebar item or card that links to an API operation: the generator gives
 * those the classes `api-method <method>`, in either order. Undefined for anything else.
 */
export function methodOf(className: string | undefined): string | undefined {
  const classes = (className ?? '').split(/\s+/);
  return classes.includes('api-method') ? classes.find((c) => METHODS.includes(c)) : undefined;
}
