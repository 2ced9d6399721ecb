/** A header under 9% of the screen height always stays; a taller one hides on scroll. */
export const headerStaysBelowScreenShare = 0.09;
/** ...and comes back after more than 25 consecutive upward scroll events. */
export const upwardScrollEventsToShow = 25;

export interface HeaderScrollState {
  hidden: boolean;
  upwardEvents: number;
  lastY: number;
}

export interface ScrollSample {
  y: number;
  headerHeight: number;
  screenHeight: number;
}

export const initialHeaderScrollState: HeaderScrollState = { hidden: false, upwardEvents: 0, lastY: 0 };

/** The mobile header's visibility after one scroll event. */
export function nextHeaderScrollState(state: HeaderScrollState, { y, headerHeight, screenHeight }: ScrollSample): HeaderScrollState {
  if (headerHeight < screenHeight * headerStaysBelowScreenShare || y <= headerHeight) {
    return { hidden: false, upwardEvents: 0, lastY: y };
  }
  if (y > state.lastY) return { hidden: true, upwardEvents: 0, lastY: y };
  if (y < state.lastY) {
    const upwardEvents = state.upwardEvents + 1;
    return { hidden: state.hidden && upwardEvents <= upwardScrollEventsToShow, upwardEvents, lastY: y };
  }
  return state;
}
