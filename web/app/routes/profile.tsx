// Profile: the signed-in user's card and their favourites, orders and reviews (the profile feature).
export { default } from '../../features/profile/profile-screen'
