import { Overlay, type OverlayProps } from './overlay';
import './modal.css';

export type ModalProps = OverlayProps;

/** A centred dialog. */
export function Modal(props: ModalProps) {
  return <Overlay {...props} panelClassName="p_Modal" />;
}
