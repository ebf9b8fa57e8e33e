import Folio
import Testing
