import Folio

print("Folio")
