export * from './core';

// React components with stylesheets: browser builds (webpack) and jsdom tests only.
export { ProductImage, type ProductImageProps } from './images/product-image';
export { Button, type ButtonProps, type ButtonVariant, type ButtonState } from './ui/button';
export { Modal, type ModalProps } from './ui/modal';
export { Drawer, type DrawerProps } from './ui/drawer';
export { Toast, type ToastProps, type ToastAction } from './ui/toast';
export { FormNeedsScript } from './ui/form-needs-script';
export { HeaderButton, type HeaderButtonProps } from './ui/header-button';
export { CountBadge, type CountBadgeProps } from './ui/count-badge';
