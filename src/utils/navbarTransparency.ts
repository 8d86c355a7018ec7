/** The home page's navbar is transparent until the page is scrolled past this many pixels (spec 2, 9). */
export const LANDING_OPAQUE_AFTER_PX = 100;

export function isTransparentNavbar(onHome: boolean, scrollY: number): boolean {
  return onHome && scrollY <= LANDING_OPAQUE_AFTER_PX;
}
