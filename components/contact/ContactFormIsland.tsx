import { island } from '../Island'
import ContactForm from './ContactForm'

/** The contact form as an island; the home page and /contact both use it. */
export const ContactFormIsland = island('ContactForm', ContactForm)
