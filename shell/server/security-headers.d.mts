/** Third-party origins Stripe.js needs, per directive (Stripe's published list). */
export declare const STRIPE: { script: string[]; connect: string[]; frame: string[] };
export declare function contentSecurityPolicy(settings: {
  remotes: Record<string, string>;
  frameParentOrigins: string[];
  mapsScriptUrl?: string;
}): string;
export declare function securityHeaders(settings: {
  remotes: Record<string, string>;
  frameParentOrigins: string[];
  mapsScriptUrl?: string;
}): Record<string, string>;
export declare const HSTS: Record<string, string>;
export declare function transportHeaders(
  req: { socket: { encrypted?: boolean }; headers: Record<string, string | string[] | undefined> },
  settings: { hsts: boolean },
): Record<string, string>;
