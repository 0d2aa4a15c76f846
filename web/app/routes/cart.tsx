// Your Cart (/cart): the cart feature's screen.
export { default } from '../../features/cart/cart-screen'
