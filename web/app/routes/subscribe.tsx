// Subscribe (/subscribe/{productId}): the subscribe feature's screen.
export { default } from '../../features/subscribe/subscribe-screen'
