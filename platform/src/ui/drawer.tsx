import { Overlay, type OverlayProps } from './overlay';
import './drawer.css';

export interface DrawerProps extends OverlayProps {
  side: 'left' | 'right';
}

/** A full-height panel sliding in from one side (mobile menu, mini cart). */
export function Drawer({ side, ...props }: DrawerProps) {
  return <Overlay {...props} panelClassName={`p_Drawer p_Drawer--${side}`} />;
}
